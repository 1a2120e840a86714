export const NGINX: string;
export function siteNginx(options: {
  prefix: string;
  upstreams: string[];
  port: number;
  staticDir?: string;
  headers?: string;
  site?: string;
  accessLog?: string;
  workers?: number | "auto";
  connections?: number;
}): string;
