/** §4: notifications have a type and a level (top, item, input). */
export type NoticeLevel = 'top' | 'item' | 'input';
export type NoticeType = 'error' | 'info' | 'success' | 'warning';

export interface Notice {
  readonly type: NoticeType;
  readonly level: NoticeLevel;
  readonly message: string;
  /** The cart item an item-level notice belongs to. */
  readonly itemId?: string;
  /** The input an input-level notice belongs to. */
  readonly field?: string;
}
