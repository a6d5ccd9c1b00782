/**
 * The theme blocks (`.app{--ant-…:…}`) cut down to the variables `css`
 * reads: a page's own styles use a few dozen of antd's hundreds.
 */
export function usedTokens(tokenBlocks: readonly string[], css: string): string[] {
  const used = new Set([...css.matchAll(/var\(\s*(--ant-[\w-]+)/g)].map((m) => m[1]));
  return tokenBlocks.map((block) => {
    const open = block.indexOf('{');
    const declarations = block
      .slice(open + 1, block.lastIndexOf('}'))
      .split(';')
      .filter((declaration) => used.has(declaration.split(':')[0].trim()));
    return `${block.slice(0, open).trim()}{${declarations.join(';')}}`;
  });
}
