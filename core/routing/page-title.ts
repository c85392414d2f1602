/** The product name shown in page titles. */
export const PRODUCT_NAME = 'Spark';
export const TITLE_SEPARATOR = ' | ';

/** ROUTE-30: a page title is `{title}{separator}{productName}`; without a title, the product name alone. */
export const pageTitle = (title: string | undefined, productName = PRODUCT_NAME): string => {
  const t = title?.trim();
  return t ? `${t}${TITLE_SEPARATOR}${productName}` : productName;
};
