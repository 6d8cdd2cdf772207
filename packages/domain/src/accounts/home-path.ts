/**
 * Where a signed-in user lands: staff in the platform console, consultants on the workbench.
 * Both sides use it: the server's login answer (`home`) and the web's session redirects.
 */
export const WORKSPACE_HOME = '/index/dashboard';
export const CONSOLE_HOME = '/ops';
export function homePathOf(kind: 'consultant' | 'staff'): string {
  return kind === 'staff' ? CONSOLE_HOME : WORKSPACE_HOME;
}
