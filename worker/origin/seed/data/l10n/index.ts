/**
 * Every language's translations of the seed content (decision 0220), by content language type.
 * Each folder belongs to one language; translators edit only their folder.
 */
import type { LanguageType } from '../../../../../shared/smb/content';
import { PACK as de } from './de/index.ts';
import { PACK as es } from './es/index.ts';
import { PACK as fr } from './fr/index.ts';
import { PACK as it } from './it/index.ts';
import { PACK as ja } from './ja/index.ts';
import { PACK as ko } from './ko/index.ts';
import { PACK as pt } from './pt/index.ts';
import type { AnyPack } from './types.ts';
import { PACK as zh_CN } from './zh_CN/index.ts';
import { PACK as zh_TW } from './zh_TW/index.ts';

export const PACKS: Readonly<Partial<Record<LanguageType, AnyPack>>> = {
  cht: zh_TW,
  chs: zh_CN,
  jpn: ja,
  fra: fr,
  kor: ko,
  deu: de,
  esp: es,
  ptb: pt,
  ita: it,
};

export type { AnyPack, BusinessPack, ConsumerPack, LanguagePack, Overlay } from './types.ts';
