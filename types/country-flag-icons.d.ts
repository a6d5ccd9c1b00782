/** country-flag-icons maps each flag's path to its file but ships no types beside them: each is an SVG string. */
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
