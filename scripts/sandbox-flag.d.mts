export function sandboxFlag(command: 'build' | 'serve', value: string | undefined): 'true' | 'false';
