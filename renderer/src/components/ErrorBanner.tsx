// The error banner every form and view shows above its content (announced to screen readers).
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="banner banner--error" role="alert">
      {message}
    </div>
  );
}
