/** "Call {number}" + { number: '988' } → "Call 988". Its own module: client code needs only this. */
export const fill = (template: string, values: Record<string, string | null | undefined>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
