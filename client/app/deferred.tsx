import { type ReactNode, Suspense, use } from 'react';
import { serializeJson } from '../../shared/serialize';
import { useSite } from './site-context';
import { DEFERRED_GLOBAL } from './ssr-data';

/**
 * Secondary data that streams in after the shell (docs/architecture.md "What streams"). On the worker `value`
 * is the loader's promise; the resolved data travels with its markup in a small inline script,
 * so the browser hydrates the boundary from the same value.
 */
export function Deferred<T>(props: {
  name: string;
  value: PromiseLike<T> | undefined;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!props.value) return <>{props.fallback}</>;
  return (
    <Suspense fallback={props.fallback}>
      <Resolved name={props.name} value={props.value}>
        {props.children}
      </Resolved>
    </Suspense>
  );
}

function Resolved<T>({
  name,
  value,
  children,
}: {
  name: string;
  value: PromiseLike<T>;
  children: (value: T) => ReactNode;
}) {
  const { nonce } = useSite();
  const resolved = use(value as Promise<T>);
  const script = `(self.${DEFERRED_GLOBAL}=self.${DEFERRED_GLOBAL}||{})[${serializeJson(name)}]=${serializeJson(resolved)}`;
  return (
    <>
      {children(resolved)}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
