/** The page layouts of docs/product/README.md "Server-driven screens" (the modal layout is in ModalLayout.tsx). */
import { STORE_LABELS } from '../../lib/config';
import { Shell } from './Shell';
import type { LayoutProps } from './types';

/** Start and home pages: full-width content under the full header. */
export function IndexLayout(props: LayoutProps) {
  return <Shell {...props} variant="index" />;
}

/** Ordinary pages: content in the standard grid container. */
export function ClassicLayout({ children, ...props }: LayoutProps) {
  return (
    <Shell {...props} variant="classic">
      <div className="grid-container adv-page">{children}</div>
    </Shell>
  );
}

/** Help pages: no category menu; the help issue fills the topic navigation beside the content. */
export function HelpLayout({ children, entry, ...props }: LayoutProps) {
  const helpEntry = entry ? { ...entry, flags: { ...entry.flags, hideCategories: true } } : undefined;
  return (
    <Shell {...props} {...(helpEntry ? { entry: helpEntry } : {})} variant="help">
      <div className="grid-container adv-page adv-page--help">{children}</div>
    </Shell>
  );
}

/** A virtual store: the agency's logo in the header and its name in a band under it. */
export function VirtualStoreLayout(props: LayoutProps) {
  const { store, settings } = props;
  const name = settings?.title ?? STORE_LABELS[store];
  const banner = (
    <section className="adv-vs-banner" aria-label="Virtual store">
      <div className="grid-container adv-vs-banner__inner">
        <p className="adv-vs-banner__name">{name}</p>
      </div>
    </section>
  );
  return <Shell {...props} variant="virtual-store" banner={banner} />;
}

/**
 * The Marine Corps store's own layout (docs/product/README.md "Marine corps store: mirrors most of the above with its own
 * layout"): its start and home pages full width like the index layout, under a band that names the store.
 */
export function UsmcLayout(props: LayoutProps) {
  const name = props.settings?.title ?? STORE_LABELS.USMC;
  const banner = (
    <section className="adv-vs-banner adv-vs-banner--usmc" aria-label="Marine Corps store">
      <div className="grid-container adv-vs-banner__inner">
        <p className="adv-vs-banner__name">{name}</p>
      </div>
    </section>
  );
  return <Shell {...props} variant="usmc" banner={banner} />;
}

/** Error pages; a fatal error gets the simple header and no home link. */
export function GenericErrorLayout({ children, ...props }: LayoutProps) {
  return (
    <Shell {...props} variant="generic-error">
      <div className="grid-container adv-page">{children}</div>
    </Shell>
  );
}
