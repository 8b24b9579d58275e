// The content sections' server part of the microsite's door: index.server.ts re-exports it.
export { cocktailProducts, houseProducts, storyProducts, tastingEditions, type HouseReader } from "./house-products.server";
