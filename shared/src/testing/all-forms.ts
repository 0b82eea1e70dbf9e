/**
 * The all-forms check (SPEC §5 'All fields are checked on submit'): every app's test finds its
 * forms in its own sources, mounts each create and edit dialog on an empty form and presses its
 * submit button once. Every empty required field must then be flagged and the first one focused.
 */
import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockApi, type ApiRoute } from './mock-api';
import { renderWithProviders, type TestSession } from './render';

// No Node types in the apps (their code runs in the browser): the few Node names used are declared.
declare const require: {
  (id: 'node:fs'): {
    readdirSync: (dir: string) => string[];
    readFileSync: (file: string, encoding: 'utf8') => string;
    statSync: (path: string) => { isDirectory: () => boolean };
  };
  (id: 'node:path'): { join: (...parts: string[]) => string; relative: (from: string, to: string) => string; sep: string };
};

/**
 * The source files under `srcDir` (tests excluded) that render a `SharedForm`, relative to
 * `srcDir` with '/' separators and sorted: the list an all-forms test must cover, so a new form
 * cannot be forgotten.
 */
export function formSourceFiles(srcDir: string): string[] {
  const { readdirSync, readFileSync, statSync } = require('node:fs');
  const { join, relative, sep } = require('node:path');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '__tests__' && name !== 'node_modules') walk(path);
      } else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) && readFileSync(path, 'utf8').includes('<SharedForm')) {
        found.push(relative(srcDir, path).split(sep).join('/'));
      }
    }
  };
  walk(srcDir);
  return found.sort();
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea';

/** A control marked required: aria-required / required, or a checkbox whose label carries the '*'. */
function isRequired(control: Control): boolean {
  if (control.getAttribute('aria-required') === 'true' || control.required) return true;
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return Boolean(control.closest('label')?.textContent?.trim().endsWith('*'));
  }
  return false;
}

const isEmpty = (control: Control): boolean =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? !control.checked : control.value.trim() === '';

/** The name a report uses for a field: its label's or legend's text, else its aria-label or name. */
function nameOf(element: Element): string {
  const control = element as Partial<Control>;
  const label =
    control.labels?.[0]?.textContent ??
    element.closest('label')?.textContent ??
    element.querySelector(':scope > legend')?.textContent ??
    element.getAttribute('aria-label') ??
    '';
  return label.replace(/\*\s*$/, '').trim() || control.name || element.id;
}

/**
 * The fields flagged now, in page order: controls with aria-invalid, and custom groups (a fieldset
 * or focusable box) described by a message shown as an alert.
 */
function flaggedIn(form: HTMLFormElement): Element[] {
  return Array.from(form.querySelectorAll('[aria-invalid="true"], fieldset[aria-describedby], [tabindex][aria-describedby]')).filter((element) => {
    if (element.getAttribute('aria-invalid') === 'true') return !element.matches('[data-part=root], [role=group]') || element.matches(CONTROLS);
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/);
    return ids.some((id) => {
      const described = form.ownerDocument.getElementById(id);
      return Boolean(described?.textContent?.trim()) && described?.getAttribute('role') === 'alert';
    });
  });
}

/** What one press of a form's submit button did. */
export interface FirstPressResult {
  /** Labels of the empty required fields before the press, in page order. */
  emptyRequired: string[];
  /** Labels of the fields flagged after the press, in page order (controls with aria-invalid, custom groups with an alert). */
  flagged: string[];
  /** Label of the focused control after the press ('' when the focus is elsewhere). */
  focused: string;
  /** Messages that showed between the press and the release (must be none: they move the button). */
  shownOnPress: string[];
}

/**
 * Presses the submit button of `form` once, as a mouse does (press, release), starting from its
 * first control (where a dialog puts the focus), and reports what was flagged.
 */
export async function pressSubmitOnce(user: UserEvent, form: HTMLFormElement): Promise<FirstPressResult> {
  const controls = Array.from(form.querySelectorAll<Control>(CONTROLS)).filter((c) => !c.disabled);
  const emptyRequired = controls.filter((c) => isRequired(c) && isEmpty(c));
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]') ?? form.ownerDocument.querySelector<HTMLButtonElement>(`button[type=submit][form="${form.id}"]`);
  if (!submit) throw new Error(`no submit button in form '${form.getAttribute('aria-label') ?? form.id}'`);
  const first = controls[0];
  if (first) act(() => first.focus());
  await user.pointer({ keys: '[MouseLeft>]', target: submit });
  const shownOnPress = flaggedIn(form).map(nameOf);
  await user.pointer({ keys: '[/MouseLeft]', target: submit });
  const active = form.ownerDocument.activeElement;
  return {
    emptyRequired: emptyRequired.map(nameOf),
    flagged: flaggedIn(form).map(nameOf),
    focused: active && active !== form.ownerDocument.body && form.contains(active) ? nameOf(active) : '',
    shownOnPress,
  };
}

/** One form to mount empty, in an app's all-forms test. */
export interface FormCase {
  /** The test's name (the dialog's title). */
  name: string;
  render: () => ReactElement;
  /** The form's accessible name, when it has one; otherwise the form inside the dialog (or the page) is used. */
  form?: string;
  /** The form is on the page, not in a dialog. */
  inPage?: boolean;
  /** What opens the form after rendering (a button to press). */
  open?: (user: UserEvent) => Promise<void>;
  /** The form opens with every required field filled (a confirmation): nothing may be flagged. */
  opensFilled?: boolean;
}

export interface AllFormsOptions {
  /** The app's `src` folder: its forms are read from there, so a new form cannot be forgotten. */
  srcDir: string;
  /** Each form source file and the cases that mount its forms. */
  cases: Record<string, FormCase[]>;
  /** The session the forms render in. */
  session: TestSession;
  /** The API answers the forms' pickers need. */
  api?: Record<string, ApiRoute>;
}

/**
 * The all-forms test of an app (SPEC §5 'All fields are checked on submit'): the cases cover every
 * form of `srcDir`; each form, mounted empty, flags every empty required field and focuses the
 * first on one press of its submit button, shows nothing between press and release, and keeps its
 * submit button pressable.
 */
export function describeAllForms({ srcDir, cases, session, api = {} }: AllFormsOptions): void {
  it('covers every form of the app', () => {
    expect(Object.keys(cases).sort()).toEqual(formSourceFiles(srcDir));
  });

  describe.each(Object.values(cases).flat().map((c) => [c.name, c] as const))('%s', (_name, c) => {
    it('one press of the submit button on the empty form flags every empty required field and focuses the first', async () => {
      mockApi(api);
      const { user } = renderWithProviders(c.render(), { session });
      if (c.open) await c.open(user);
      const form = c.form
        ? await screen.findByRole('form', { name: c.form })
        : await (async () => {
            const root = c.inPage ? document.body : await screen.findByRole('dialog');
            return waitFor(() => root.querySelector('form') ?? Promise.reject(new Error('no form yet')));
          })();
      const result = await pressSubmitOnce(user, form as HTMLFormElement);
      if (c.opensFilled) expect(result.emptyRequired).toEqual([]);
      else expect(result.emptyRequired.length).toBeGreaterThan(0);
      expect(result.shownOnPress).toEqual([]);
      expect(result.flagged).toEqual(expect.arrayContaining(result.emptyRequired));
      if (result.flagged.length > 0) expect(result.focused).toBe(result.flagged[0]);
      expect(form.querySelector('button[type=submit]')).not.toBeDisabled();
    });
  });
}
