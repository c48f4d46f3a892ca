// Docusaurus's <DocCardList /> for MDX pages: the cards of the category this page stands for. Its items
// come from the route graph, which exists only after pages are compiled: this renders a placeholder the
// page props fill with the cards (src/render/page-props.ts, the same markup as category index pages).
export default function DocCardList() {
  return <div className="doc-card-list" data-doc-card-list="" />;
}
