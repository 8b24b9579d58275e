export * from "./view-models";
export * from "./ui/ArticleDiscussion";
