import { Component, type ErrorInfo, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Logger } from '@site/api';
import { renderErrorBlock } from './error-block';

/**
 * What a React parcel shows instead of itself when it crashed: the site's one error block
 * (the loader's, spec 1 §8), with a button that tries the parcel again. The error is logged,
 * not shown: a player can do nothing with a stack trace.
 */
export function CrashScreen({ onRetry }: { onRetry(): void }) {
  // The shared words (common): the UI kit has no namespace of its own.
  const { t } = useTranslation('common');
  const el = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!el.current) return;
    return renderErrorBlock(el.current, {
      title: t('crash_title'),
      reloadLabel: t('retry'),
      onReload: onRetry,
      testId: 'parcel-crashed',
    });
  }, [t, onRetry]);
  return <div ref={el} className="site-crash" />;
}

interface BoundaryProps {
  /** The unit's name, for the log. */
  unit?: string;
  logger?: Pick<Logger, 'error'>;
  children?: ReactNode;
}

/** The error boundary of every React parcel (createReactParcel puts it around the root). */
export class ParcelErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    (this.props.logger ?? console).error(
      `parcel "${this.props.unit ?? 'unknown'}" crashed${info.componentStack ? ` in${info.componentStack.split('\n')[1] ?? ''}` : ''}`,
      error,
    );
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? <CrashScreen onRetry={this.retry} /> : this.props.children;
  }
}
