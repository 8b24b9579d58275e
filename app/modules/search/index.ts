export * from "./domain/recent-searches";
export * from "./search-index";
export * from "./ui/RecentSearches";
export * from "./ui/SearchCombobox";
export * from "./ui/SuggestionList";
