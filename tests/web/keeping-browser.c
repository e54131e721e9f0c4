/*
 * A WebKitGTK browser window that keeps its website data on disk, for the web app's kill test
 * (tests/web/kill.test.js). Debian's MiniBrowser, once driven by WebKitWebDriver (--automation),
 * keeps everything in memory (an ephemeral website data manager), so IndexedDB never outlives
 * the browser and a kill could prove nothing. This is the same browser with a data manager at
 * KEEPING_BROWSER_DATA (IndexedDB, service workers, caches) and automation allowed, so that
 * WebKitWebDriver drives it as it drives MiniBrowser (WEBKIT_INSPECTOR_SERVER, which the driver
 * sets, makes it listen for the driver on 127.0.0.1).
 *
 * Built by the test with the libwebkit2gtk-4.1-dev headers the app's own build needs:
 *   cc keeping-browser.c $(pkg-config --cflags --libs webkit2gtk-4.1)
 */
#include <stdlib.h>
#include <webkit2/webkit2.h>

static WebKitWebContext *context;

/* A new top-level window for every browsing context the driver asks for. */
static WebKitWebView *create_web_view(WebKitAutomationSession *session, gpointer data) {
    (void)session;
    (void)data;
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 1024, 768);
    GtkWidget *view = GTK_WIDGET(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context,
                                              "is-controlled-by-automation", TRUE, NULL));
    gtk_container_add(GTK_CONTAINER(window), view);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    return WEBKIT_WEB_VIEW(view);
}

/* The driver connected: it is told this is a MiniBrowser (its browserName capability). */
static void automation_started(WebKitWebContext *ctx, WebKitAutomationSession *session,
                               gpointer data) {
    (void)ctx;
    (void)data;
    WebKitApplicationInfo *info = webkit_application_info_new();
    webkit_application_info_set_name(info, "MiniBrowser");
    webkit_application_info_set_version(info, webkit_get_major_version(),
                                        webkit_get_minor_version(), webkit_get_micro_version());
    webkit_automation_session_set_application_info(session, info);
    webkit_application_info_unref(info);
    g_signal_connect(session, "create-web-view", G_CALLBACK(create_web_view), NULL);
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    const char *dir = getenv("KEEPING_BROWSER_DATA");
    if (!dir || !*dir) {
        g_printerr("KEEPING_BROWSER_DATA (the folder that keeps the website data) is not set\n");
        return 2;
    }
    char *data = g_build_filename(dir, "data", NULL);
    char *cache = g_build_filename(dir, "cache", NULL);
    WebKitWebsiteDataManager *manager = webkit_website_data_manager_new(
        "base-data-directory", data, "base-cache-directory", cache, NULL);
    context = webkit_web_context_new_with_website_data_manager(manager);
    webkit_web_context_set_automation_allowed(context, TRUE);
    g_signal_connect(context, "automation-started", G_CALLBACK(automation_started), NULL);
    gtk_main();
    g_free(data);
    g_free(cache);
    return 0;
}
