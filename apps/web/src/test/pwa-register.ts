// vite-plugin-pwa's virtual module, which only its build provides: in component tests there is no service worker.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
