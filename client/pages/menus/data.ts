import type { MenuView } from '../../../shared/smb/content-reshape';

export type MenusData = { menu: MenuView };
