export * from "./domain/rules";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/ArticleDiscussion";
export * from "./ui/CommentForm";
export * from "./ui/CommentRefusal";
