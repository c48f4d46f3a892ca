// Docusaurus's `@theme/MDXComponents`: the components MDX pages get for markdown elements and without
// importing them. Sites spread it into their own map (`{...MDXComponents, Highlight}`).
import Admonition from '../Admonition.js';
import CodeBlock from '../CodeBlock.js';
import Details from '../Details.js';
import Heading from '../Heading.js';
import TabItem from '../TabItem.js';
import Tabs from '../Tabs.js';
import A from './A.js';
import Code from './Code.js';
import Img from './Img.js';
import Li from './Li.js';
import Pre from './Pre.js';
import Ul from './Ul.js';

const MDXComponents = {
  a: A,
  code: Code,
  pre: Pre,
  img: Img,
  ul: Ul,
  li: Li,
  details: Details,
  Details,
  Heading,
  admonition: Admonition,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
};

export default MDXComponents;
