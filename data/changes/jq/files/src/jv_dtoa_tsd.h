#ifndef JV_DTOA_TSD_H
#define JV_DTOA_TSD_H
struct dtoa_context *tsd_dtoa_context_get(void);
#endif
