/**
 * The service worker's source (served at /sw.js, scope "/"): it shows the pushes and opens their
 * link when one is tapped. Nothing else: no fetch handler and no cache, so pages load exactly as
 * they do without it. Plain ES2017 in a string: the worker is not part of the app's bundles.
 */
export const SERVICE_WORKER_SOURCE = `"use strict";
// Khar Suvd web push (docs/decisions/058-web-push.md): show pushes, open their link. No fetch handler, no cache.
self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

function samePath(value) {
  return typeof value === "string" && value.charAt(0) === "/" && value.charAt(1) !== "/" && value.charAt(1) !== "\\\\" ? value : "/";
}

self.addEventListener("push", function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { body: event.data ? event.data.text() : "" };
  }
  var title = typeof data.title === "string" && data.title ? data.title : "Хар Сувд";
  var options = {
    body: typeof data.body === "string" ? data.body : "",
    icon: "/icon-192.png",
    badge: "/icon-192.png",
    data: { url: samePath(data.url) }
  };
  if (typeof data.tag === "string" && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var target = new URL(samePath(event.notification.data && event.notification.data.url), self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === target.href && "focus" in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(target.href);
    })
  );
});
`;
