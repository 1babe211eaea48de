/** Goes to another page of the site (a full page load: pages are separate documents, there is no client router). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
