// A text that may be very long (a note of thousands of characters) shown as its first few lines,
// with "Show all" when there is more: whatever follows it (a card's actions) stays at hand.
import { useId, useLayoutEffect, useRef, useState } from 'react';

export function ClampedText({ text }: { text: string }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** Whether the closed text hides lines: measured, as it depends on the width it is given. */
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <>
      <div ref={box} id={id} className={open ? 'clamped-text' : 'clamped-text clamped-text--closed'}>
        {text}
      </div>
      {cut || open ? (
        <button
          ref={toggle}
          type="button"
          className="button button--ghost button--small clamped-text__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            // Folded from far down the text, the button (and the actions after it) moves up:
            // it is brought back into view rather than left above the window.
            if (open) requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: 'nearest' }));
          }}
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </>
  );
}
