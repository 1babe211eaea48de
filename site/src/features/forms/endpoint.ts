/**
 * The address of a form endpoint of the CMS API (`{cms}/api/{name}`), relative when no CMS origin is
 * configured. Kept apart from the form code: the eagerly loaded sections import only this.
 */
export function formEndpoint(cmsUrl: string, name: 'contact' | 'newsletter'): string {
  return `${cmsUrl.replace(/\/+$/, '')}/api/${name}`;
}
