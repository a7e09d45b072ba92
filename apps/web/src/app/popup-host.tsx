import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/chunk';
import { answerAccountEvents, useOpenPopup, type PopupName } from '../lib/popups';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Each dialog is a chunk of its own, loaded when first opened; a dialog reads its open state with
 * usePopup(name). Features add their dialog here (app/ is the only place that composes features).
 */
const loaders: Partial<Record<PopupName, Loader>> = {
  login: () => import('../features/auth/components/login-dialog'),
  feedback: () => loadChunk(() => import('../features/feedback/components/feedback-dialog')),
  registerTip: () => import('../features/register/components/register-tip-dialog'),
  register: () => import('../features/register/components/register-dialog'),
  resetPassword: () => import('../features/reset-password/components/reset-password-dialog'),
};

const components = new Map<PopupName, LazyExoticComponent<ComponentType>>();
function componentOf(name: PopupName): LazyExoticComponent<ComponentType> | null {
  const load = loaders[name];
  if (!load) return null;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
    components.set(name, component);
  }
  return component;
}

/**
 * Mounts the dialogs of spec section 2, one open at a time (lib/popups). A dialog stays mounted once
 * opened, so closing it can animate and reopening keeps nothing stale beyond what the dialog resets.
 */
export function PopupHost() {
  const open = useOpenPopup();
  const [mounted, setMounted] = useState<PopupName[]>([]);
  useEffect(() => answerAccountEvents((name) => loaders[name] !== undefined), []);
  useEffect(() => {
    if (open && !mounted.includes(open)) setMounted((names) => [...names, open]);
  }, [open, mounted]);
  return (
    <Suspense fallback={null}>
      {mounted.map((name) => {
        const Dialog = componentOf(name);
        return Dialog ? <Dialog key={name} /> : null;
      })}
    </Suspense>
  );
}
