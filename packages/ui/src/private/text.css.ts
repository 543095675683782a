/** One line of text that ends in an ellipsis where it does not fit (give its box a width). */
export const singleLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
