/**
 * The one component that renders server-provided HTML (welcome blocks, information pages). The
 * server sanitizes this HTML when it is stored (ARCHITECTURE §6), so it is trusted here.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const classes = ['adv-server-html', className].filter(Boolean).join(' ');
  // server-sanitized content, rendered only here.
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
