/** What the classes domain offers the rest of the server; everything else in this folder is its own. */
export { createClassService } from './class-service';
