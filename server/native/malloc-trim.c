/*
 * trim(): glibc's malloc_trim(0), for server/memory.ts. After a burst of requests the C allocator keeps the
 * pages of freed request bodies and buffers: holes between allocations that are still live, which free() never
 * gives back (it only shrinks the top of the heap). malloc_trim(0) returns every whole free page of every arena
 * to the system. Returns true when it released memory.
 *
 * Built by npm run build (scripts/native.ts) with the system's C compiler into dist/native/malloc-trim.node.
 */
#include <malloc.h>
#include <node_api.h>

static napi_value Trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result;
  napi_get_boolean(env, malloc_trim(0) != 0, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", fn) != napi_ok) return NULL;
  return exports;
}
