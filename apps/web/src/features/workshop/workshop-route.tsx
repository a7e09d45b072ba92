import { CataloguePage } from './components/catalogue-page';
import { WorkshopRoot } from './components/workshop-root';

/** /work/workShop: the workshop's catalogue (the home page's workshop card leads here). */
export default function WorkshopRoute() {
  return (
    <WorkshopRoot>
      <CataloguePage />
    </WorkshopRoot>
  );
}
