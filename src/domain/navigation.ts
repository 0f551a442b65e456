/** A navigation entry as GET /security/getResources gives it (spec §3 Resource). */
export interface NavResource {
  id: number;
  parentId: number | null;
  order: number;
  name: string;
  code: string;
}
