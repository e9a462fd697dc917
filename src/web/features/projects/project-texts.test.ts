import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

/** Spec §5 and §8 texts shown verbatim in the language the spec wrote them in. */
describe('project texts from the spec', () => {
  it('shows the Spanish spec texts verbatim in Spanish', () => {
    expect(es.projects.modal.requiredTitle).toBe('Campos requeridos');
    expect(es.projects.modal.requiredText).toBe('Por favor completa el nombre y la categoría del proyecto.');
    expect(es.projects.modal.tooLarge).toBe('El archivo es demasiado grande. Máximo 5MB.');
    expect(es.projects.modal.notImage).toBe('Por favor selecciona un archivo de imagen válido.');
    expect(es.projects.modal.wrongFormat).toBe('El archivo debe ser una imagen en formato png o jpg');
    expect(es.projects.modal.imageRequired).toBe('Debes seleccionar una imagen para actualizar.');
    expect(es.projects.modal.uploadFailed).toBe('Error al subir la imagen. Intenta nuevamente.');
    expect(es.projects.modal.updateImageFailed).toBe('Error al actualizar la imagen. Intenta nuevamente.');
    expect(es.projects.share.userNotFound).toBe('Usuario no encontrado');
  });

  it('shows the English spec texts verbatim in English', () => {
    expect(en.projects.delete.title).toBe('Are you sure you want to delete this project?');
    expect(en.projects.delete.text).toBe('This action cannot be undone');
    expect(en.projects.delete.done).toBe('The project has been deleted');
    expect(en.projects.delete.failed).toBe('The project could not be deleted, unexpected error');
    expect(en.projects.duplicateFailed).toBe('The project could not be duplicated. Please try again.');
    expect(en.projects.list.empty).toBe('There are no projects created yet.');
  });
});
