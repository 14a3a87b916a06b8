// Whether a build carries the Sandbox wallet (issue 11 §3.13): VITE_SANDBOX when set; otherwise on for the dev
// server and tests, off for `vite build`, so a production build never ships it by accident.
export function sandboxFlag(command, value) {
  if (value === 'true' || value === 'false') return value;
  if (value) throw new Error(`VITE_SANDBOX must be "true" or "false", got "${value}"`);
  return command === 'build' ? 'false' : 'true';
}
