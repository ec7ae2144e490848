import type { Plugin } from 'vite';

/**
 * A page's own stylesheet written into its HTML instead of linked (the plain layers of the dealer portal's shell and the
 * customer app, a few KB gzip): a linked stylesheet blocks the first paint for one more round trip on slow 4G, and the
 * static shell is meant to paint with the HTML. The CSP allows inline styles (server/plugins/security-headers.ts). Only the pages named.
 */
export function inlineCss(pages: readonly string[]): Plugin {
  return {
    name: 'ricambihub-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (!bundle || !pages.some((page) => filename.endsWith(`/${page}`))) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
