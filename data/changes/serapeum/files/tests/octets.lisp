(in-package :serapeum.tests)

(def-suite octets :in serapeum)
(in-suite octets)

;; (test unoctets
;;   (for-all ((n (a-fixnum)))
;;     (is (= (unoctets (octets n)) n))))
