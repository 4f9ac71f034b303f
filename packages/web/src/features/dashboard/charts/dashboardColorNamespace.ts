/** The label color namespace of a dashboard: its color_namespace, else its id. */
export function dashboardColorNamespace(colorNamespace: string | null, dashboardId: number): string {
  return colorNamespace || String(dashboardId);
}
