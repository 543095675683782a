import { TemplateList } from '../components/TemplateList';

/** `/quotes/templates`: the templates new quotes start from. */
export default function TemplatesPage() {
  return <TemplateList />;
}
