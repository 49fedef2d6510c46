/*
 * Copyright 2013-2026, Seqera Labs
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package nextflow.mail

import javax.mail.internet.MimeMessage

import groovy.transform.CompileStatic
import groovy.util.logging.Slf4j

/**
 * Implements a send mail provider based on Java Mail API
 *
 * @author Paolo Di Tommaso <paolo.ditommaso@gmail.com>
 */
@Slf4j
@CompileStatic
class JavaMailProvider implements MailProvider {
    @Override
    void send(MimeMessage message, Mailer mailer) {
        if( !message.getAllRecipients() )
            throw new IllegalArgumentException("Missing mail message recipient")

        final transport = mailer.getSession().getTransport()
        transport.connect(mailer.host, mailer.port as int, mailer.user, mailer.password)
        log.trace("Connected to host=$mailer.host port=$mailer.port")
        try {
            transport.sendMessage(message, message.getAllRecipients())
        }
        finally {
            transport.close()
        }
    }

    @Override
    String name() {
        return 'javamail'
    }

    @Override
    boolean textOnly() {
        return false
    }
}
