// Browser features the page never uses, turned off for it (and any frame) by a Permissions-Policy
// header, so that even injected script cannot make the browser ask the user for them. Both ways
// the page is served send it: app:// in the desktop app, and the loopback bridge in a browser.
// The clipboard write stays allowed: "Copy email address".
export const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'bluetooth', 'display-capture', 'payment']
  .map((feature) => `${feature}=()`)
  .join(', ');
