/**
 * The pages of SPEC §2 and who may open them (SPEC §6, first reading; the same table as
 * `@sge/shared/access`, written out here because the journeys do not import the front end), and
 * the helpers that open one inside the app and wait for its data.
 */
import type { Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';
import type { ROLES_UNDER_TEST } from './roles';

export type Role = (typeof ROLES_UNDER_TEST)[number]['role'];

const ALL: readonly Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];

export const SPEC_PAGES: readonly { path: string; roles: readonly Role[] }[] = [
  { path: '/', roles: ALL },
  { path: '/profile', roles: ALL },
  { path: '/settings', roles: ALL },
  { path: '/unauthorized', roles: ALL },
  { path: '/register', roles: ['ADMIN', 'MANAGER', 'COORDINATOR'] },
  { path: '/users', roles: ['ADMIN'] },
  { path: '/employees', roles: ['ADMIN', 'MANAGER'] },
  { path: '/employees/test', roles: ['ADMIN'] },
  { path: '/events', roles: ALL },
  { path: '/events/test', roles: ['ADMIN'] },
  { path: '/test/event-day-management', roles: ['ADMIN'] },
  { path: '/registration/requests', roles: ['ADMIN', 'MANAGER'] },
  { path: '/registration/invitations', roles: ['ADMIN', 'MANAGER'] },
  { path: '/financial/budgets', roles: ['ADMIN', 'MANAGER', 'FINANCIAL'] },
  { path: '/financial/accounts-payable', roles: ['ADMIN', 'FINANCIAL'] },
  { path: '/financial/accounts-receivable', roles: ['ADMIN', 'FINANCIAL'] },
  { path: '/financial/recurring-accounts', roles: ['ADMIN', 'FINANCIAL'] },
  { path: '/financial/cash-flow', roles: ['ADMIN', 'MANAGER', 'FINANCIAL'] },
  { path: '/financial/defaulters', roles: ['ADMIN', 'FINANCIAL'] },
  { path: '/financial/charts', roles: ['ADMIN', 'MANAGER', 'FINANCIAL'] },
  { path: '/financial/payment-requests', roles: ['ADMIN', 'MANAGER', 'FINANCIAL'] },
  { path: '/inventory', roles: ALL },
  { path: '/inventory/transactions', roles: ALL },
  { path: '/inventory/reports', roles: ALL },
  { path: '/admin/categories', roles: ['ADMIN'] },
  { path: '/admin/service-catalog', roles: ['ADMIN'] },
  { path: '/admin/payment-gateways', roles: ['ADMIN', 'FINANCIAL'] },
  { path: '/admin/settings', roles: ['ADMIN'] },
];

/** Waits until the page has its heading, its data (first rows or empty state) and its entrance animation done. */
export async function waitForContent(page: Page): Promise<void> {
  await waitForApp(page);
  // The pages the shell keeps hidden for the way back (host kept-pages.tsx) are not what the user sees.
  await expect(page.getByText('Carregando...', { exact: true }).filter({ visible: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('main h1, [data-testid="page-transition"] h1, h1#login-title').filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Carregando dados...', { exact: true }).filter({ visible: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // The fade-slide entrance (220 ms) and charts measuring their box.
  await page.waitForTimeout(350);
  // On a loaded machine the entrance runs late: until the page is fully opaque, axe measures its
  // text blended with the background (colour contrast 2.8–3.7 that is not there once it ends).
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-motion="page"]')).every((el) => getComputedStyle(el).opacity === '1'), undefined, { timeout: 10_000 });
}

/** Client-side navigation (the router listens to popstate): no reload, no new start sequence. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await waitForContent(page);
  // Still there once its content shows: a guard that sent the role away fails here, instead of the
  // journey checking the page it was sent to.
  expect(new URL(page.url()).pathname, `${path} stays open`).toBe(path);
}

/** What each role must find in its menu (SPEC §6 is the floor; the access table adds the rest). */
export const MENU_PAGES: Record<string, readonly string[]> = {
  admin: ['/', '/events', '/employees', '/registration/requests', '/registration/invitations', '/register',
    '/financial/budgets', '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
    '/financial/cash-flow', '/financial/defaulters', '/financial/charts', '/financial/payment-requests',
    '/inventory', '/inventory/transactions', '/inventory/reports', '/users',
    '/admin/categories', '/admin/service-catalog', '/admin/payment-gateways', '/admin/settings'],
  gerente: ['/', '/events', '/employees', '/registration/requests', '/registration/invitations', '/register',
    '/financial/budgets', '/financial/cash-flow', '/financial/charts', '/financial/payment-requests',
    '/inventory', '/inventory/transactions', '/inventory/reports'],
  coordenador: ['/', '/events', '/register', '/inventory', '/inventory/transactions', '/inventory/reports'],
  financeiro: ['/', '/events',
    '/financial/budgets', '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
    '/financial/cash-flow', '/financial/defaulters', '/financial/charts', '/financial/payment-requests',
    '/inventory', '/inventory/transactions', '/inventory/reports', '/admin/payment-gateways'],
};
