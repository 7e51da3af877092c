import { MESSAGES } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOME_ROUTE } from '../../lib/config';
import { MustAcknowledgeDialog } from '../dialogs/MustAcknowledgeDialog';
import type { LayoutProps } from '../layouts/types';
import type { ErrorPageData, PageData, ScreenPageData } from './page-data';
import { useKeptScroll } from './scroll-memory';

const SITE = 'GSA Advantage!';

function useDocumentTitle(title: string, site: string | undefined): void {
  useEffect(() => {
    document.title = `${title} | ${site || SITE}`;
  }, [title, site]);
}

export function ScreenPage({ page }: { page: ScreenPageData }) {
  const { entry, envelope, store, settings, Screen, Layout } = page;
  const navigate = useNavigate();
  useDocumentTitle(entry.title, settings?.title);
  const fatal = envelope.attributes.FATAL_ERROR === true;
  const props: Omit<LayoutProps, 'children'> = {
    store,
    entry,
    fatal,
    homeLink: envelope.attributes.displayHomeLink !== false,
    ...(settings ? { settings } : {}),
  };
  if (entry.layout === 'modal') {
    // Closing the dialog leaves the page under it where it was scrolled.
    props.onDismiss = () => void navigate(page.previous?.url ?? HOME_ROUTE, { preventScrollReset: true });
    if (page.previous) props.background = <ScreenPage page={page.previous} />;
  }
  return (
    <>
      <Layout {...props}>
        <Screen envelope={envelope} path={page.path} query={page.query} entry={entry} store={store} />
      </Layout>
      {/* The server marks a store's screens until the session records the acknowledgement (ADR 0016). After the
          layout: its focus move to <main> runs first, then the dialog takes the focus. */}
      {envelope.attributes.mustAcknowledge === true ? <MustAcknowledgeDialog key={page.path} /> : null}
    </>
  );
}

export function ErrorPage({ page }: { page: ErrorPageData }) {
  const { error, store, settings, ui } = page;
  useDocumentTitle(error.title, settings?.title);
  const Layout = ui.LAYOUTS['generic-error'];
  return (
    <Layout store={store} fatal={error.fatal} homeLink={error.homeLink} {...(settings ? { settings } : {})}>
      <ui.ErrorView
        title={error.title}
        text={error.text}
        homeLink={error.homeLink}
        {...(error.detail ? { detail: error.detail } : {})}
        {...(error.msgType ? { msgType: error.msgType } : {})}
      />
    </Layout>
  );
}

/** The page on screen when a call answered nothing (a 401 opening the login): still where it was scrolled. */
function KeptPage({ page }: { page: ScreenPageData }) {
  useKeptScroll(true);
  return <ScreenPage page={page} />;
}

export function PageView({ data }: { data: PageData }) {
  switch (data.kind) {
    case 'screen':
      return <ScreenPage page={data} />;
    case 'error':
      return <ErrorPage page={data} />;
    case 'none':
      return data.previous ? <KeptPage page={data.previous} /> : <Leaving />;
    case 'leaving':
      return <Leaving to={data.to} />;
    case 'status':
      return <StatusPage message={data.message} />;
  }
}

/** The identity provider's page is on its way: the step's message, as the page's content. */
function StatusPage({ message }: { message: string }) {
  useDocumentTitle(message, undefined);
  return (
    <main id="main-content" className="grid-container adv-page">
      <h1>{SITE}</h1>
      <p className="adv-status-text">{message}</p>
    </main>
  );
}

/**
 * Shown while the browser leaves for another site, or when a first page answered 401 (the sign-in
 * issue's login dialog opens over it) or opened a PDF: there is no previous page to keep showing.
 */
function Leaving({ to }: { to?: string }) {
  return (
    <main id="main-content" className="grid-container adv-page">
      <h1>{to ? `Leaving ${SITE}` : SITE}</h1>
      {to
        ? (
            <p>
              You are being sent to
              {' '}
              <a href={to}>{to}</a>
              .
            </p>
          )
        : (
            <p>
              <Link to="/home">{MESSAGES.accessDenied.homeLink}</Link>
            </p>
          )}
    </main>
  );
}
