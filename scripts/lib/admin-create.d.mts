export function adminCreate(options: { email: string; password?: string; env?: Record<string, string | undefined> }): {
  status: number | null;
  output: string;
};
