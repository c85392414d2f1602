import { createElement, type SVGProps } from 'react';

/**
 * A small stand-in for lucide-react's icon factory (`createLucideIcon`): the build points every
 * `lucide-react/icons/*` module at it (vite.config.ts), so an icon costs its path data and this one function, not
 * lucide's context, class merging and attribute mapping. Same props as a lucide icon: `size`, `strokeWidth`,
 * `color`, and any SVG attribute. An icon without an accessible name is hidden from screen readers.
 */
type IconNode = readonly (readonly [string, Record<string, string | number>])[];
type IconData = { readonly name?: string; readonly node: IconNode };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean };

export default function createLucideIcon(data: IconData) {
  function LucideIcon({ size = 24, strokeWidth = 2, color = 'currentColor', absoluteStrokeWidth: _a, children, ...rest }: IconProps) {
    const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        focusable: 'false',
        ...(named ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}
