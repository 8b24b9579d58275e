import { useForm } from "@conform-to/react";

/**
 * conform's useForm, with the page subscribed to every error. Our Field components read a
 * field's errors in their own render, which conform's subscription (taken from the page's
 * render) misses on a client-side submit: without this the first invalid submit with
 * JavaScript shows no message.
 */
export const useShopForm: typeof useForm = (options) => {
  const result = useForm(options);
  void result[0].allErrors;
  return result;
};
