import { renderToString } from 'react-dom/server';
import type { HostData } from '../../hostData.ts';
import { ServerRenderedApp } from './ServerRenderedApp.tsx';

/** The host server's render of the page (e2e/hosts/hostServer.ts): built for node by `npm run build`. */
export const render = (data: HostData): string => renderToString(<ServerRenderedApp data={data} />);
