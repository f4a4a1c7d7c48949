// The server-rendered React host (docs/decisions/0137): hydrates the host server's render with the data
// it rendered with. A hydration error React recovers from is recorded on the page for the test
// (e2e/framework-hosts.spec.ts) as well as logged.
import { hydrateRoot } from 'react-dom/client';
import type { HostData } from '../../hostData.ts';
import { ServerRenderedApp } from './ServerRenderedApp.tsx';

declare global {
  interface Window {
    hydrationErrors?: string[];
  }
}

window.hydrationErrors = [];
const data = JSON.parse(document.getElementById('host-data')!.textContent!) as HostData;
hydrateRoot(document.getElementById('app')!, <ServerRenderedApp data={data} />, {
  onRecoverableError: (error) => {
    window.hydrationErrors!.push(String(error));
    console.error(error);
  },
});
