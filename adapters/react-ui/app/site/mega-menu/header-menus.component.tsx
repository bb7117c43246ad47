import type { MegaMenuEntry } from '@switchback/core';
import { MegaMenu } from './mega-menu.component';
import { MobileMenu } from './mobile-menu.component';

/** The header's menus from content: the small-screen Menu button and panel, the desktop mega-menu (CSS picks one). */
export function HeaderMenus({ entries, onOpenChange }: { readonly entries: readonly MegaMenuEntry[]; readonly onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <MobileMenu entries={entries} />
      <MegaMenu entries={entries} onOpenChange={onOpenChange} />
    </>
  );
}
