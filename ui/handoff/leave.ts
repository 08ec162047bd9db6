/** Leaves the portal for another address (a browser extension's page), as a link would. */
export function leaveFor(address: string): void {
  window.location.assign(address);
}
