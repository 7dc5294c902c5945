import { gyms } from '../../db/schema';

/** Where a gym is and what kind it is: the search's summary and the owner's full gym read these together, in this order. */
export const placeAndKindColumns = {
  area: gyms.area,
  city: gyms.city,
  state: gyms.state,
  pincode: gyms.pincode,
  gymType: gyms.gymType,
  category: gyms.category,
};
